DROP INDEX "manifests_site_created_idx";--> statement-breakpoint
DROP INDEX "manifests_site_number_idx";--> statement-breakpoint
DROP INDEX "manifests_site_sender_idx";--> statement-breakpoint
DROP INDEX "manifests_site_service_idx";--> statement-breakpoint
DROP INDEX "manifests_site_items_idx";--> statement-breakpoint
DROP INDEX "manifests_site_volume_idx";--> statement-breakpoint
DROP INDEX "manifests_site_weight_idx";--> statement-breakpoint
CREATE INDEX "manifests_site_created_idx" ON "manifests" USING btree ("site_id","created_at","id","status","has_dangerous_goods","consignment_type","agreed_service_ids");--> statement-breakpoint
CREATE INDEX "manifests_site_number_idx" ON "manifests" USING btree ("site_id","manifest_number","id","status","has_dangerous_goods","consignment_type","created_at","agreed_service_ids");--> statement-breakpoint
CREATE INDEX "manifests_site_sender_idx" ON "manifests" USING btree ("site_id","sender_name","id","status","has_dangerous_goods","consignment_type","created_at","agreed_service_ids");--> statement-breakpoint
CREATE INDEX "manifests_site_service_idx" ON "manifests" USING btree ("site_id","service_names","id","status","has_dangerous_goods","consignment_type","created_at","agreed_service_ids");--> statement-breakpoint
CREATE INDEX "manifests_site_items_idx" ON "manifests" USING btree ("site_id","item_quantity","id","status","has_dangerous_goods","consignment_type","created_at","agreed_service_ids");--> statement-breakpoint
CREATE INDEX "manifests_site_volume_idx" ON "manifests" USING btree ("site_id","volume","id","status","has_dangerous_goods","consignment_type","created_at","agreed_service_ids");--> statement-breakpoint
CREATE INDEX "manifests_site_weight_idx" ON "manifests" USING btree ("site_id","weight","id","status","has_dangerous_goods","consignment_type","created_at","agreed_service_ids");