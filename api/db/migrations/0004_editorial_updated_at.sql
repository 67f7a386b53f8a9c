ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "portfolio_groups" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "portfolio_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "og_image" jsonb;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;