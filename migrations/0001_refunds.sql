CREATE TABLE `refunds` (
	`payment_intent_id` text PRIMARY KEY NOT NULL,
	`charge_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
