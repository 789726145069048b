package guard

import "testing"

// TestPatternsCompile compiles every pattern registered with lazyRegexp:
// they compile on first use, so a broken one would otherwise surface only
// when a command first reached it.
func TestPatternsCompile(t *testing.T) {
	if len(allPatterns) == 0 {
		t.Fatal("no patterns registered")
	}
	for i, re := range allPatterns {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("pattern %d does not compile: %v", i, r)
				}
			}()
			first, again := re(), re()
			if first != again {
				t.Errorf("pattern %d compiled twice", i)
			}
		}()
	}
}
