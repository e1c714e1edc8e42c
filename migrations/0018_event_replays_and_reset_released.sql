ALTER TABLE `licence_resets` ADD `released` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `replayed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reconciliation_runs` ADD `failing` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `stripe_events` ADD `replayed` integer DEFAULT false NOT NULL;