package classify

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestConfirms(t *testing.T) {
	for prompt, want := range map[string]bool{
		"That looks great now":                           true,
		"It works! thanks":                               true,
		"perfect, that fixed it":                         true,
		"이제 잘 돼요":                                        true,
		"확인해보니 잘 작동합니다":                                  true,
		"Does it work now?":                              false,
		"It works locally but not in CI":                 false,
		"still not working":                              false,
		"The login page works fine, now fix the signup.": false,
		"it works on staging, but prod throws an error":  false,
		"기능이 잘 돼요":                                       true,
		"잘됐네 확인해보니 잘 돼":                                  true,
		"아직 안 돼요":                                        false,
		"make it work with postgres":                     false,
		"add a test that shows it works":                 false,
	} {
		if got := Confirms(prompt); got != want {
			t.Errorf("Confirms(%q) = %v, want %v", prompt, got, want)
		}
	}
}

func FuzzConfirms(f *testing.F) {
	f.Add("That looks great now")
	f.Add("잘 돼요?")
	f.Fuzz(func(t *testing.T, prompt string) {
		Confirms(prompt) // must not panic
	})
}

// Confirms skips lowering a prompt over three times maxConfirmLen bytes:
// no rune's lower case is less than a third of its length, so such a
// prompt lowered is still too long.
func TestLoweringShrinksAtMostThreefold(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		if l := strings.ToLower(s); 3*len(l) < len(s) {
			t.Fatalf("ToLower(%q) = %q: shrinks more than threefold", s, l)
		}
	}
	long := "it works " + strings.Repeat("\u212a", maxConfirmLen/3+1) // Kelvin signs, 3 bytes each, "k" lowered
	if Confirms(long) != Confirms(strings.ToLower(long)) {
		t.Errorf("Confirms differs on a prompt whose lowering shrinks it")
	}
}
