package detect

import "testing"

func TestFindingsRemain(t *testing.T) {
	for text, want := range map[string]bool{
		"`npm audit fix` fixed braces. One high-severity advisory remains: next, cache poisoning.": true,
		"`npm audit` still reports the `ip` advisory; there is no fix available upstream.":         true,
		"Two moderate vulnerabilities are left in dev dependencies.":                               true,
		"`ip` 취약점은 아직 남아 있습니다 (fix 없음).":                                                           true,
		"ip는 upstream에 수정 버전이 없어서 advisory가 그대로 남아 있어요.":                                           true,
		"gitleaks still finds the key in history (commit `9c2e41b`).":                              true,
		// none remain, or nothing about findings
		"`pip-audit` is clean now and the test suite passes.":                         false,
		"npm now reports 0 vulnerabilities; no high findings remain.":                 false,
		"high 취약점 정리했습니다 ✅ 이제 CI audit step 통과할 거예요.":                                 false,
		"남은 취약점은 없습니다.":                                                               false,
		"The tests still pass after the bump.":                                        false,
		"The high-severity advisories are resolved, and the test suite still passes.": false,
		"```\n1 high severity vulnerability remains\n```":                             false,
	} {
		if got := FindingsRemain(text) != ""; got != want {
			t.Errorf("FindingsRemain(%q) = %v, want %v", text, got, want)
		}
	}
}

// FuzzFindingsRemain: any text is read without a panic, and the sentence
// it returns reads so on its own.
func FuzzFindingsRemain(f *testing.F) {
	f.Add("One high-severity advisory remains.")
	f.Add("`ip` 취약점은 아직 남아 있습니다")
	f.Add("```\nremains\n```")
	f.Add("` `취약점``아직")   // an empty span restored as "``" opened a span
	f.Add("`취약점아직\ue0a8") // a rune of the placeholder range, read as a span the text never quoted
	f.Fuzz(func(t *testing.T, text string) {
		if got := FindingsRemain(text); got != "" && FindingsRemain(got) == "" {
			t.Errorf("FindingsRemain(%q) = %q, which alone reads as none", text, got)
		}
	})
}
