CREATE TABLE `licence_lookups` (
	`id` text PRIMARY KEY NOT NULL,
	`email_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `licence_lookups_email_created_idx` ON `licence_lookups` (`email_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `licence_lookups_created_idx` ON `licence_lookups` (`created_at`);--> statement-breakpoint
CREATE TABLE `licence_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`licence_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`granted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`licence_key`) REFERENCES `licences`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `licence_resets_key_created_idx` ON `licence_resets` (`licence_key`,`created_at`);--> statement-breakpoint
ALTER TABLE `licences` ADD `extra_resets` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `body_html` text;