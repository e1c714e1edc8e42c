CREATE TABLE `invoice_payments` (
	`invoice_id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
