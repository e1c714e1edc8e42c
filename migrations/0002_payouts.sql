CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`outcome` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target`,`id`);--> statement-breakpoint
CREATE TABLE `commission_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`commission_id` integer NOT NULL,
	`affiliate_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`payout_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`commission_id`) REFERENCES `commissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `commission_adjustments_commission_idx` ON `commission_adjustments` (`commission_id`);--> statement-breakpoint
CREATE INDEX `commission_adjustments_affiliate_idx` ON `commission_adjustments` (`affiliate_id`,`currency`);--> statement-breakpoint
CREATE INDEX `commission_adjustments_payout_idx` ON `commission_adjustments` (`payout_id`);--> statement-breakpoint
CREATE TABLE `commissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` integer NOT NULL,
	`affiliate_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`earned_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`payout_id` integer,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_transaction_unique` ON `commissions` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `commissions_affiliate_idx` ON `commissions` (`affiliate_id`,`currency`);--> statement-breakpoint
CREATE INDEX `commissions_payout_idx` ON `commissions` (`payout_id`,`due_at`);--> statement-breakpoint
CREATE TABLE `disputes` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`charge_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`closed_at` integer
);
--> statement-breakpoint
CREATE INDEX `disputes_payment_intent_idx` ON `disputes` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `payout_batches` (
	`id` integer PRIMARY KEY NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`batch_id` integer NOT NULL,
	`affiliate_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`paid_on` text,
	`reference` text,
	`marked_paid_at` integer,
	`marked_paid_by` text,
	FOREIGN KEY (`batch_id`) REFERENCES `payout_batches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_batch_affiliate_currency_unique` ON `payouts` (`batch_id`,`affiliate_id`,`currency`);--> statement-breakpoint
CREATE INDEX `payouts_affiliate_idx` ON `payouts` (`affiliate_id`,`paid_on`);--> statement-breakpoint
CREATE TABLE `reconciliation_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trigger` text NOT NULL,
	`actor` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`checked` integer DEFAULT 0 NOT NULL,
	`fixed` text DEFAULT '[]' NOT NULL,
	`error` text
);
--> statement-breakpoint
ALTER TABLE `affiliate_coupons` ADD `percent_off` real;--> statement-breakpoint
ALTER TABLE `affiliate_coupons` ADD `stripe_coupon_id` text;--> statement-breakpoint
ALTER TABLE `affiliate_coupons` ADD `stripe_promotion_code_id` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_by` text;--> statement-breakpoint
ALTER TABLE `licences` ADD `suspended_at` integer;--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_customer_email_idx` ON `orders` (`customer_email`);