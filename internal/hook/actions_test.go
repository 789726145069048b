package hook

import (
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/observe"
)

// TestActionsOf holds what a shell line did beyond the working tree to
// what its words and, where they do not say, its output show.
func TestActionsOf(t *testing.T) {
	deployOut := "\n> portfolio@0.0.0 predeploy\n> npm run build\n\n> portfolio@0.0.0 build\n> vite build\n\n✓ built in 1.38s\n\n> portfolio@0.0.0 deploy\n> gh-pages -d dist\n\nPublished"
	tests := []struct {
		name, command, output string
		failed                bool
		want                  []observe.ActionKind
	}{
		{"a deploy script that published a site with gh-pages", "npm run deploy", deployOut, false, []observe.ActionKind{observe.Release, observe.Push, observe.Publish}},
		{"the same script failed: what it did is unknown", "npm run deploy", deployOut, true, []observe.ActionKind{observe.Release}},
		{"a script that says it only rehearsed", "python scripts/purge_users.py --email-suffix @example.test", "DRY RUN (pass --execute to delete)\nmatched users: 37\nNothing deleted.", false, nil},
		{"the same script told to execute", "python scripts/purge_users.py --email-suffix @example.test --execute", "matched users: 37\ndeleted 37 users, 112 orders", false, []observe.ActionKind{observe.Data}},
		{"a build script pushes nothing", "npm run build", "\n> app@1.0.0 build\n> vite build\n\n✓ built in 1.2s", false, nil},
		{"a push the output shows", "yarn deploy", "To github.com:me/site.git\n   5e81c3a..d20f7b9  gh-pages -> gh-pages\nDone in 9.1s.", false, []observe.ActionKind{observe.Release, observe.Push}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := actionsOf(tt.command, tt.output, tt.failed); !slices.Equal(got, tt.want) {
				t.Errorf("actionsOf(%q) = %v, want %v", tt.command, got, tt.want)
			}
		})
	}
}
