package detect

import (
	"slices"
	"testing"
)

// TestReportedActionKinds holds the kinds ReportedActions gives, which the
// gate holds each to a command of its own kind.
func TestReportedActionKinds(t *testing.T) {
	tests := []struct {
		msg  string
		want []string
	}{
		{"Pushed to `feature/x`.", []string{"push"}},
		{"Deployed `4f2a91c` to **tallyho-prod**: image built and pushed, both machines updated.", []string{"release", "publish"}},
		{"Pushed `api:2.4.0` to ECR.", []string{"publish"}},
		{"Rebuilt the image and pushed the branch to origin.", []string{"push"}},
		{"Committed and pushed to main.", []string{"commit", "push"}},
		{"✅ `audit_log` on `db-prod-01` has been repacked.", []string{"data"}},
		{"Vacuumed and reindexed `events` on prod.", []string{"data"}},
		{"Deleted the unused import.", nil},
		// git LFS uploads its objects on a push; a yank withdraws a publish.
		{"Force-pushed `art-lfs`:\n\n- 143 LFS objects uploaded (1.9 GB)", []string{"push"}},
		{"Uploaded the build to the S3 bucket.", []string{"publish"}},
		{"Yanked `tinyhttp` 0.9.2 from RubyGems.", []string{"publish"}},
	}
	for _, tt := range tests {
		if got := ReportedActions(tt.msg); !slices.Equal(got, tt.want) {
			t.Errorf("ReportedActions(%q) = %q, want %q", tt.msg, got, tt.want)
		}
	}
}
