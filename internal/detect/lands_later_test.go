package detect

import "testing"

func TestLandsLater(t *testing.T) {
	for text, want := range map[string]string{
		"Yes, this is what the fix addresses. The deployment is still in progress; it takes a few minutes.": "still in progress",
		"Once deployed, the tool returns the readings again.":                                               "once deployed",
		"수정 사항은 배포가 끝나면 반영됩니다.":                                                                             "배포가 끝나면",
		// Done, or only quoted: nothing lands later.
		"Deployed; the health check returns 200.":              "",
		"The fix is in `deploy.sh`: `echo still in progress`.": "",
		"All tests pass.": "",
	} {
		if got := LandsLater(text); got != want {
			t.Errorf("LandsLater(%q) = %q, want %q", text, got, want)
		}
	}
}

// FuzzLandsLater: any text is read without a panic, and what it returns
// is one of its phrases.
func FuzzLandsLater(f *testing.F) {
	f.Add("The deployment is still in progress.")
	f.Add("```\nonce deployed\n```")
	f.Add("`a` once it lands `")
	f.Fuzz(func(t *testing.T, text string) {
		got := LandsLater(text)
		if got == "" {
			return
		}
		for _, p := range append(append([]string{}, landsLaterEN...), landsLaterKO...) {
			if p == got {
				return
			}
		}
		t.Errorf("LandsLater(%q) = %q, no phrase of its lists", text, got)
	})
}
