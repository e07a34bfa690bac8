CREATE INDEX "users_line_of_work_idx" ON "users" USING gin ("current_line_of_work");--> statement-breakpoint
CREATE INDEX "users_mncar_market_idx" ON "users" USING gin ("mncar_market");--> statement-breakpoint
CREATE INDEX "users_business_idx" ON "users" USING gin ("type_of_business");--> statement-breakpoint
CREATE INDEX "users_volunteer_idx" ON "users" USING gin ("volunteer");--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_re_license_no_trgm_idx" ON "users" USING gin (lower("re_license_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_idx" ON "users" USING gin (lower("phone_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_secondary_phone_trgm_idx" ON "users" USING gin (lower("secondary_phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_website_url_trgm_idx" ON "users" USING gin (lower("website_url") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_designations_trgm_idx" ON "users" USING gin (lower("designations") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_admin_email_trgm_idx" ON "users" USING gin (lower("admin_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_admin_note_trgm_idx" ON "users" USING gin (lower("admin_note") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_biography_trgm_idx" ON "users" USING gin (lower("biography") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_address1_trgm_idx" ON "users" USING gin (lower("address1") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_address2_trgm_idx" ON "users" USING gin (lower("address2") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_postal_code_trgm_idx" ON "users" USING gin (lower("postal_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_member_status_idx" ON "users" USING btree ("mncar_member_status");--> statement-breakpoint
CREATE INDEX "users_l_member_status_idx" ON "users" USING btree ("mncarl_member_status");--> statement-breakpoint
CREATE INDEX "users_misc_status_idx" ON "users" USING btree ("mncar_miscellaneous_status");--> statement-breakpoint
CREATE INDEX "users_generation_idx" ON "users" USING btree ("generation");--> statement-breakpoint
CREATE INDEX "users_realtor_association_idx" ON "users" USING btree ("realtor_association");--> statement-breakpoint
CREATE INDEX "users_ethics_idx" ON "users" USING btree ("ethics");--> statement-breakpoint
CREATE INDEX "users_orientation_idx" ON "users" USING btree ("orientation");--> statement-breakpoint
CREATE INDEX "users_bill_to_home_idx" ON "users" USING btree ("bill_to_home_address");--> statement-breakpoint
CREATE INDEX "users_dob_idx" ON "users" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "users_industry_experience_idx" ON "users" USING btree ("industry_experience");--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "users" USING btree ("state");