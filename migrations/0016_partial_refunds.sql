CREATE TABLE `payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`charge_id` text,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`failure_reason` text,
	`refunded_at` integer NOT NULL,
	`status_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_refunds_payment_idx` ON `payment_refunds` (`payment_id`);--> statement-breakpoint
ALTER TABLE `commissions` ADD `payout_amount` integer;--> statement-breakpoint
ALTER TABLE `disputes` ADD `status_at` integer;--> statement-breakpoint
ALTER TABLE `licences` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `refunds` ADD `charge_amount` integer;--> statement-breakpoint
ALTER TABLE `refunds` ADD `reported_at` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `amount_refunded` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sales refunded before partial refunds were kept were refunded in full.
UPDATE `transactions` SET `amount_refunded` = `amount_paid` WHERE `refunded` = 1;
