CREATE TABLE "chat_conversations" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	"last_seq" bigint,
	"trainer_unread" integer DEFAULT 0 NOT NULL,
	"client_unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversations_unread_check" CHECK ("chat_conversations"."trainer_unread" >= 0 and "chat_conversations"."client_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" integer,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('trainer', 'client'))
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_gym_last_idx" ON "chat_conversations" USING btree ("gym_id","last_seq" desc);--> statement-breakpoint
CREATE INDEX "chat_conversations_gym_unread_idx" ON "chat_conversations" USING btree ("gym_id","trainer_unread") WHERE "chat_conversations"."trainer_unread" > 0;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq_idx" ON "chat_messages" USING btree ("gym_id","client_id","seq" desc);--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("client_id","sender") WHERE "chat_messages"."read_at" is null;