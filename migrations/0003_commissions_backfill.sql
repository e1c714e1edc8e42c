-- Sales recorded before commissions had a life get their commission row: due 14 days (the
-- default refund window) after the sale. A refunded sale's commission is void whatever its amount.
INSERT INTO `commissions` (`transaction_id`, `affiliate_id`, `currency`, `amount`, `earned_at`, `due_at`)
SELECT `id`, `affiliate_id`, lower(`currency`), `amount_commission`, `created`, `created` + 14 * 86400000
FROM `transactions` WHERE true
ON CONFLICT DO NOTHING;
