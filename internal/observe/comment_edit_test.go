package observe

import "testing"

func TestCommentEdit(t *testing.T) {
	for _, tc := range []struct {
		line, file string
		want       bool
	}{
		// Substitutions from a comment opener to text that starts with it.
		{`sed -i 's|// Backoff returns a linear delay for the given attempt.|// Backoff returns an exponential delay (base * 2^attempt) for the given attempt.|' internal/retry/retry.go`, "internal/retry/retry.go", true},
		{`sed -i 's/# Amounts are pre-tax (net), in cents./# Amounts are post-tax (VAT included), in cents./' app/refund.py && git diff -U1 app/refund.py`, "app/refund.py", true},
		{`sed -i 's/\/\/ TODO(ana): remove/\/\/ TODO(bo): remove/g' api/handler.ts`, "api/handler.ts", true},
		{`sed -i -e 's/^\s*# old name/    # new name/' -e '12s/# typo/# typo fixed/' tools/run.sh`, "tools/run.sh", true},
		{`sed -Ei.bak '/^## Setup/s/# see README/# see docs\/setup.md/' Makefile`, "Makefile", true},
		{`sed -i 's/-- keep in sync with v2/-- keep in sync with v3/' db/schema.sql`, "db/schema.sql", true},
		{`perl -pi -e 's/# retries: 3/# retries: 5 (see #412)/' deploy/config.rb`, "deploy/config.rb", true},
		{`sed -i 's/# note/&, see #88/' lib/a.rb`, "lib/a.rb", true},
		// Code, or what cannot be read as comment-only.
		{`sed -i 's/linear/exponential/' internal/retry/retry.go`, "internal/retry/retry.go", false},
		{`sed -i 's/time.Second/time.Millisecond/' internal/retry/retry.go`, "internal/retry/retry.go", false},
		{`sed -i 's/# old/x = 1  # new/' app/a.py`, "app/a.py", false},
		{`sed -i 's/#*//' app/a.py`, "app/a.py", false},
		{`sed -i 's/# TODO//' app/a.py`, "app/a.py", false},
		{`sed -i 's/# a\|retries = 3/# b/' app/a.py`, "app/a.py", false},
		{`sed -i 's/# a/# b\nretries = 5/' app/a.py`, "app/a.py", false},
		{`sed -i '/# old/d' app/a.py`, "app/a.py", false},
		{`sed -ni 's/# a/# b/p' app/a.py`, "app/a.py", false},
		{`sed -i -f fix.sed app/a.py`, "app/a.py", false},
		{`sed -z -i 's/# a/# b/' app/a.py`, "app/a.py", false},
		{`sed -i 's/# a/# b/w out.txt' app/a.py`, "app/a.py", false},
		{`sed -i "s/# v$OLD/# v$NEW/" app/a.py`, "app/a.py", false},
		{`perl -0pi -e 's/# a/# b/' app/a.rb`, "app/a.rb", false},
		{`perl -ni -e 's/# a/# b/' app/a.rb`, "app/a.rb", false},
		{`perl -pi -e 's/# a/# b/e' app/a.rb`, "app/a.rb", false},
		{`sed -i 's/# a/# b/' app/a.py && echo 'x = 1' >> app/a.py`, "app/a.py", false},
		{`sed -i 's|<!-- a -->|<!-- b -->|' site/index.html`, "site/index.html", false},
		{`sed -i 's/# a/# b/' data.json`, "data.json", false},
		{`sed -i 's/# a/# b/' app/a.py`, "app/b.py", false},
		{`cat app/a.py`, "app/a.py", false},
	} {
		if got := CommentEdit(tc.line, tc.file); got != tc.want {
			t.Errorf("CommentEdit(%q, %q) = %v, want %v", tc.line, tc.file, got, tc.want)
		}
	}
}

// FuzzCommentEdit: any line, any file; an edit read as comment-only is
// one of the line's writes of that file.
func FuzzCommentEdit(f *testing.F) {
	f.Add(`sed -i 's|// a|// b|' x.go`, "x.go")
	f.Add(`sed -i -e '/^#/s/# a/# b/;3s/# c/# d/g' -e 's/# e/&f/' x.sh`, "x.sh")
	f.Add(`perl -pi.bak -e 's/# a/# b/i' x.rb`, "x.rb")
	f.Fuzz(func(t *testing.T, line, file string) {
		if CommentEdit(line, file) {
			for _, w := range Writes(line) {
				if w == file {
					return
				}
			}
			t.Errorf("CommentEdit(%q, %q) but the line does not write the file", line, file)
		}
	})
}
