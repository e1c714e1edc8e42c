CREATE TABLE `affiliate_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `affiliate_sessions_affiliate_idx` ON `affiliate_sessions` (`affiliate_id`,`expires_at`);--> statement-breakpoint
CREATE TABLE `signin_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `signin_failures_email_created_idx` ON `signin_failures` (`email_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `signin_failures_created_idx` ON `signin_failures` (`created_at`);