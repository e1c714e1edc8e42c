CREATE TABLE `alert_states` (
	`condition` text PRIMARY KEY NOT NULL,
	`failing_since` integer,
	`detail` text,
	`notified_at` integer,
	`checked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `checkout_starts` (
	`session_id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`currency` text NOT NULL,
	`lookup_key` text NOT NULL,
	`affiliate_id` integer,
	`coupon_code` text
);
--> statement-breakpoint
CREATE INDEX `checkout_starts_created_idx` ON `checkout_starts` (`created_at`);--> statement-breakpoint
CREATE TABLE `error_counts` (
	`hour` integer PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `insight_days` (
	`metric` text NOT NULL,
	`day` integer NOT NULL,
	`currency` text DEFAULT '' NOT NULL,
	`key` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`tax` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`metric`, `day`, `currency`, `key`)
);
--> statement-breakpoint
CREATE TABLE `insight_rollups` (
	`day` integer PRIMARY KEY NOT NULL,
	`rolled_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `disputes_created_idx` ON `disputes` (`created_at`);--> statement-breakpoint
CREATE INDEX `licences_created_idx` ON `licences` (`created_at`);--> statement-breakpoint
CREATE INDEX `refunds_created_idx` ON `refunds` (`created_at`);