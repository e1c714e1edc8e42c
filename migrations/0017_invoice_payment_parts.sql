CREATE TABLE `invoice_payment_parts` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`kind` text NOT NULL,
	`payment_id` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invoice_payment_parts_invoice_idx` ON `invoice_payment_parts` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `invoice_payment_parts_payment_idx` ON `invoice_payment_parts` (`payment_id`);--> statement-breakpoint
-- The one payment intent kept per invoice before: the recurring sale's amount, in its currency.
INSERT INTO `invoice_payment_parts` (`id`, `invoice_id`, `kind`, `payment_id`, `currency`, `amount`, `created_at`)
  SELECT 'legacy_' || ip.`invoice_id`, ip.`invoice_id`, 'payment_intent', ip.`payment_intent_id`,
    coalesce(t.`currency`, ''), coalesce(t.`amount_paid`, 0), ip.`created_at`
  FROM `invoice_payments` ip LEFT JOIN `transactions` t ON t.`stripe_object_id` = ip.`invoice_id`;
