-- The RFC 6238 time step of the last authenticator code accepted for the user's current secret
-- (SecondFactor.totpLastStep): a code is accepted once, so one seen over a shoulder or in a log
-- cannot sign in again within its 90-second window. Null until a code is used.
alter table users add column totp_last_step bigint;
