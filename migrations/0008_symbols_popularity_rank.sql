ALTER TABLE `symbols` ADD `popularity_rank` integer;--> statement-breakpoint
CREATE INDEX `symbols_popularity_idx` ON `symbols` (`popularity_rank`) WHERE popularity_rank IS NOT NULL;