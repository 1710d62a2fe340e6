-- When Asaas stops accepting a PIX charge's QR code: the end of its creation day for an account
-- without a Pix key, while the charge is due days later. A read of a pending PIX charge past this
-- moment fetches a fresh code once and stores it here with its own expiry. Null: not said.
alter table charges add column qr_code_expires_at timestamptz;
