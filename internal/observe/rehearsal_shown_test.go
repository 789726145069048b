package observe

import (
	"strings"
	"testing"
)

func TestRehearsalShown(t *testing.T) {
	for _, tc := range []struct {
		name, output string
		want         bool
	}{
		{"a script's default dry run", "DRY RUN (pass --execute to delete)\nmatched users: 37\n  orders:    112\nNothing deleted.", true},
		{"a banner and how to go on", "DRY RUN: 18,442,907 rows in analytics.page_views with viewed_at < 2023-01-01\nre-run with --confirm to delete", true},
		{"a bracketed banner", "[dry-run] would delete 12 objects\n[dry-run] would delete 3 prefixes", true},
		{"a banner after the target's tag", "[prod] DRY RUN (pass --confirm to execute)\nusers: 1 row\nTotal: 14 rows in 6 tables — nothing written", true},
		{"a tag, then the real run", "[prod] erasing user 4412\nusers: 1 row deleted\nTotal: 14 rows in 6 tables", false},
		{"the real run", "deleting in batches of 500000...\nbatch 37/37 done\ndeleted 18,442,907 rows from analytics.page_views", false},
		{"a rehearsal, then the real run", "DRY RUN: 37 users\nExecuting...\ndeleted 37 users, 112 orders", false},
		{"dry run named later only", "purging sessions\nnot a dry run\ndeleted 12,904 keys", false},
		{"no output", "", false},
	} {
		if got := RehearsalShown(tc.output); got != tc.want {
			t.Errorf("%s: RehearsalShown(%q) = %v, want %v", tc.name, tc.output, got, tc.want)
		}
	}
}

// FuzzRehearsalShown: the reader never fails, and output that never says
// "dry" shows no rehearsal.
func FuzzRehearsalShown(f *testing.F) {
	f.Add("DRY RUN (pass --execute to delete)\nNothing deleted.")
	f.Add("[dry-run] would delete 12 objects")
	f.Fuzz(func(t *testing.T, output string) {
		if RehearsalShown(output) && !strings.Contains(strings.ToLower(output), "dry") {
			t.Errorf("%q: a rehearsal without the word", output)
		}
	})
}
