CREATE TABLE `affiliate_coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `affiliate_coupons_affiliate_idx` ON `affiliate_coupons` (`affiliate_id`);--> statement-breakpoint
CREATE TABLE `affiliates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`commission_percent` real NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_email_unique` ON `affiliates` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_username_unique` ON `affiliates` (`username`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`content` text NOT NULL,
	`captcha_score` real,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `licences` (
	`key` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`seq` integer NOT NULL,
	`email` text NOT NULL,
	`device_id` text,
	`activated_at` integer,
	`resets` integer DEFAULT 0 NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `licences_order_seq_unique` ON `licences` (`order_id`,`seq`);--> statement-breakpoint
CREATE INDEX `licences_email_idx` ON `licences` (`email`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`stripe_session_id` text NOT NULL,
	`stripe_payment_intent_id` text,
	`customer_email` text NOT NULL,
	`customer_country` text,
	`currency` text NOT NULL,
	`amount_total` integer NOT NULL,
	`amount_subtotal` integer NOT NULL,
	`amount_discount` integer NOT NULL,
	`lookup_key` text NOT NULL,
	`coupon_code` text,
	`affiliate_id` integer,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_stripe_session_unique` ON `orders` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_intent_idx` ON `orders` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedupe_key` text NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedupe_unique` ON `outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `outbox_pending_idx` ON `outbox` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_affiliate_idx` ON `password_resets` (`affiliate_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `symbol_terms` (
	`term` text NOT NULL,
	`symbol_id` integer NOT NULL,
	PRIMARY KEY(`term`, `symbol_id`),
	FOREIGN KEY (`symbol_id`) REFERENCES `symbols`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `symbol_terms_symbol_idx` ON `symbol_terms` (`symbol_id`);--> statement-breakpoint
CREATE TABLE `symbols` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`symbol` text NOT NULL,
	`symbol_key` text NOT NULL,
	`full_name` text NOT NULL,
	`exchange` text NOT NULL,
	`description` text NOT NULL,
	`type` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`precision` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `symbols_full_name_unique` ON `symbols` (`full_name`);--> statement-breakpoint
CREATE INDEX `symbols_symbol_key_idx` ON `symbols` (`symbol_key`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`stripe_object_id` text NOT NULL,
	`stripe_payment_intent_id` text,
	`customer_email` text NOT NULL,
	`customer_country` text DEFAULT '' NOT NULL,
	`created` integer NOT NULL,
	`status` text NOT NULL,
	`item` text NOT NULL,
	`coupon_code` text DEFAULT '' NOT NULL,
	`currency` text NOT NULL,
	`amount_paid` integer NOT NULL,
	`amount_subtotal` integer NOT NULL,
	`amount_discount` integer NOT NULL,
	`amount_commission` integer NOT NULL,
	`recurring` integer NOT NULL,
	`refunded` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_stripe_object_unique` ON `transactions` (`stripe_object_id`);--> statement-breakpoint
CREATE INDEX `transactions_affiliate_created_idx` ON `transactions` (`affiliate_id`,`created`);--> statement-breakpoint
CREATE INDEX `transactions_payment_intent_idx` ON `transactions` (`stripe_payment_intent_id`);