-- Event "more info" links (D237): the first seed pointed them at made-up `*.example`
-- addresses. Events with a real official site get it; every other seeded placeholder is cleared, and the
-- event page shows no link for them (the contract's `link` is nullable). Links a partner entered are not
-- touched: only the seed's own placeholders match.
update events set link = 'https://elgounafilmfestival.com' where link = 'https://elgounafilmfestival.example/programme';
update events set link = 'https://www.ciff.org.eg' where link = 'https://ciff.example/programme';
update events set link = 'https://www.cairoopera.org' where link = 'https://cairoopera.example/arab-music-festival';
update events set link = 'https://d-caf.org' where link = 'https://d-caf.example/programme';
update events set link = 'https://visit-gem.com' where link = 'https://gem.example/late-opening';
update events set link = null where link ~ '^https://[^/]+\.example(/|$)';
