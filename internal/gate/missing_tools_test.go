package gate

import (
	"slices"
	"strings"
	"testing"
)

func TestMissingTools(t *testing.T) {
	for _, tc := range []struct {
		reason string
		want   []string
	}{
		{"`golangci-lint` isn't installed in this environment, so lint wasn't run.", []string{"golangci-lint"}},
		{"`golangci-lint`는 이 환경에 설치돼 있지 않아서 돌리지 못했습니다.", []string{"golangci-lint"}},
		{"this machine isn't the pi, so there's no `rpi.gpio` here", []string{"rpi.gpio"}},
		{"it needs the staging database, which `psql` can't reach from here", nil},
		{"run `make flash` on the board to check it", nil},
	} {
		if got := missingTools(tc.reason); !slices.Equal(got, tc.want) {
			t.Errorf("missingTools(%q) = %q, want %q", tc.reason, got, tc.want)
		}
	}
}

// FuzzMissingTools: any reason is read without a crash, and every tool
// found was quoted in it.
func FuzzMissingTools(f *testing.F) {
	f.Add("`golangci-lint` isn't installed here")
	f.Add("no `xcodebuild` and `adb` not found``")
	f.Fuzz(func(t *testing.T, reason string) {
		for _, tool := range missingTools(reason) {
			if tool == "" || !strings.Contains(reason, "`"+tool+"`") {
				t.Errorf("missingTools(%q) found %q, not quoted in it", reason, tool)
			}
		}
	})
}
