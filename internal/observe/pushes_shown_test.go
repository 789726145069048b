package observe

import "testing"

func TestPushShown(t *testing.T) {
	for _, tc := range []struct {
		name, output string
		want         bool
	}{
		{"a deploy script that pushed gh-pages", "[INFO] `git commit -m \"Deploy website\"` code: 0\nTo github.com:orbit-dev/orbit-docs.git\n   5e81c3a..d20f7b9  gh-pages -> gh-pages\n[INFO] `git push --force origin gh-pages` code: 0", true},
		{"a forced update", "To github.com:a/b.git\n + 1a2b3c4...9f8e7d6 main -> main (forced update)\n", true},
		{"a new tag", "To https://github.com/a/b.git\n * [new tag]         v1.4.0 -> v1.4.0\n", true},
		{"nothing to push", "To github.com:a/b.git\nEverything up-to-date\n", false},
		{"rejected", "To github.com:a/b.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs", false},
		{"an arrow elsewhere", "renamed: src/a.ts -> src/b.ts\n   1234567..89abcde  not after a remote -> x", false},
		{"a fetch's report", "From github.com:a/b\n   5e81c3a..d20f7b9  main       -> origin/main\n", false},
	} {
		if got := PushShown(tc.output); got != tc.want {
			t.Errorf("%s: PushShown = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// FuzzPushShown: any output is read without a crash, and one with no
// arrow shows no push.
func FuzzPushShown(f *testing.F) {
	f.Add("To github.com:a/b.git\n   5e81c3a..d20f7b9  gh-pages -> gh-pages\n")
	f.Add("To x\n + 1a2b3c4...9f8e7d6 main -> main (forced update)")
	f.Fuzz(func(t *testing.T, output string) {
		if PushShown(output) && !containsArrow(output) {
			t.Errorf("PushShown(%q) without an arrow", output)
		}
	})
}

func containsArrow(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if s[i:i+4] == " -> " {
			return true
		}
	}
	return false
}
