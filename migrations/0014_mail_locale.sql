ALTER TABLE `affiliates` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `locale` text DEFAULT 'en' NOT NULL;