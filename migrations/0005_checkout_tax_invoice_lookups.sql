CREATE TABLE `stripe_lookups` (
	`livemode` integer NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`value` text,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`livemode`, `kind`, `key`)
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `amount_tax` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `stripe_promotion_code_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_tax_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `stripe_invoice_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_pdf_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `terms_accepted` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_stripe_invoice_idx` ON `orders` (`stripe_invoice_id`);