CREATE TABLE `stripe_version_mismatches` (
	`api_version` text PRIMARY KEY NOT NULL,
	`last_event_id` text NOT NULL,
	`last_at` integer NOT NULL
);
