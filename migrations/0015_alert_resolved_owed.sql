ALTER TABLE `alert_states` ADD `told_since` integer;--> statement-breakpoint
ALTER TABLE `alert_states` ADD `cleared_at` integer;--> statement-breakpoint
ALTER TABLE `alert_states` ADD `unrecorded` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- A failure already announced is owed its "resolved" message, as it was before these columns.
UPDATE `alert_states` SET `told_since` = `failing_since` WHERE `failing_since` IS NOT NULL AND `notified_at` >= `failing_since`;
