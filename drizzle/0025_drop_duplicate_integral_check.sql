-- Migration 0009 checked integral >= 0; 0013 added users_integral_not_negative, which checks it and frozen_integral.
ALTER TABLE "users" DROP CONSTRAINT "users_integral_non_negative";