-- Businesses created before clients existed get the sample client new businesses get at sign-up
-- (values of src/modules/clients/sample-client.ts). Idempotent: a business that has one is skipped.
INSERT INTO "clients" (
	"gym_id", "trainer_user_id", "first_name", "last_name", "phone", "birthdate", "gender", "goal",
	"weight_kg", "height_cm", "member_since", "is_sample", "search_text", "sort_name"
)
SELECT
	g."id",
	(SELECT min(u."id") FROM "users" u WHERE u."gym_id" = g."id"),
	'Cliente', 'de prueba', '+5491100000000', '1995-06-15', 'Femenino', 'Bajar 5 kg y correr 10 km',
	68.50, 165.00,
	(now() AT TIME ZONE g."time_zone")::date,
	true,
	'cliente de prueba +5491100000000 5491100000000',
	'de prueba' || chr(1) || 'cliente'
FROM "gyms" g
WHERE NOT EXISTS (SELECT 1 FROM "clients" c WHERE c."gym_id" = g."id" AND c."is_sample");
