CREATE INDEX "users_groups_list_idx" ON "users" USING btree ("groups");--> statement-breakpoint
CREATE INDEX "users_market_area_list_idx" ON "users" USING btree ("market_area_specialty");--> statement-breakpoint
CREATE INDEX "users_specialty_list_idx" ON "users" USING btree ("real_state_specialty");--> statement-breakpoint
CREATE INDEX "users_line_of_work_list_idx" ON "users" USING btree ("current_line_of_work");--> statement-breakpoint
CREATE INDEX "users_mncar_market_list_idx" ON "users" USING btree ("mncar_market");--> statement-breakpoint
CREATE INDEX "users_business_list_idx" ON "users" USING btree ("type_of_business");--> statement-breakpoint
CREATE INDEX "users_volunteer_list_idx" ON "users" USING btree ("volunteer");