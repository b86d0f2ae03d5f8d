"""Discord ids of the service and storage tests: users, then the guild and channel they play in."""

ALICE, BOB, CAROL, DAVE, ERIN, FRANK, GRACE = 101, 202, 303, 404, 505, 606, 707
GUILD, CHANNEL = 10, 20
