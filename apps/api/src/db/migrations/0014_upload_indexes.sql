CREATE INDEX "contract_documents_upload_id_idx" ON "contract_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "user_documents_upload_id_idx" ON "user_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_document_upload_idx" ON "contract_signatures" USING btree ("document_upload_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_signed_upload_idx" ON "contract_signatures" USING btree ("signed_upload_id");