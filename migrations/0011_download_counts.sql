CREATE TABLE `download_counts` (
	`version` text NOT NULL,
	`file` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`version`, `file`)
);
