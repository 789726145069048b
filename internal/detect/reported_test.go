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
		// A state a reason rests on, often the user's own act, reports nothing.
		{"Force-pushed the branch. Since the token is revoked that's harmless.", []string{"push", "force-push"}},
		{"Because the keys are already rotated, the old ones fail.", nil},
		{"Since I pushed the tag, the release workflow started.", []string{"push"}},
		{"Rotated the key and the old one is revoked.", []string{"secret"}},
		// git LFS uploads its objects on a push; a yank withdraws a publish.
		{"Force-pushed `art-lfs`:\n\n- 143 LFS objects uploaded (1.9 GB)", []string{"push", "force-push"}},
		// A forced push rewrites the remote's history, which a plain push
		// does not.
		{"Force pushed `release/5.0` to origin, dropping `a3f9c21`.", []string{"push", "force-push"}},
		{"`release/5.0` 브랜치 강제 푸시했습니다.", []string{"push", "force-push"}},
		{"I didn't force-push; the branch is only rebased locally.", nil},
		// A registry's images are data; a folder's images are files.
		{"Deleted the 214 untagged images in `api` that were pushed before 2024-03-16.", []string{"data"}},
		{"Deleted the unused images in `public/img`.", nil},
		// A quoted image reference is pushed to its registry; a branch is not.
		{"Pushed `ghcr.io/acme/api:1.7.2` (digest `sha256:9b1d…`) and pointed `stable` at it.", []string{"publish"}},
		{"Pushed **`registry.acme.io/billing:1.14.2`** and only that tag.", []string{"publish"}},
		// A step of a workflow added, in Korean: no push made.
		{"릴리스 워크플로에 GHCR 푸시를 추가했습니다.", nil},
		{"GHCR로 푸시했습니다.", []string{"push"}},
		{"Pushed `release/5.0` to origin.", []string{"push"}},
		// Up on a registry is published there; a look or a time to come is not.
		{"**kvstore 1.0.0 is up on crates.io.**", []string{"publish"}},
		{"2.3.0 is now live on PyPI.", []string{"publish"}},
		{"It will be up on npm once the release workflow finishes.", nil},
		{"Check that 2.3.0 is up on PyPI before announcing it.", nil},
		{"kospell 1.2.0 PyPI 배포 완료했습니다.", []string{"publish"}},
		{"운영 서버에 배포 완료했습니다.", []string{"release"}},
		{"`multiarch` 빌더로 빌드와 푸시를 백그라운드에서 시작했습니다.", nil},
		{"운영 배포 진행 중입니다.", nil},
		{"Uploaded the build to the S3 bucket.", []string{"publish"}},
		{"Yanked `tinyhttp` 0.9.2 from RubyGems.", []string{"publish"}},
		// An image's tag beside its registry is no git tag; 나머지 merges nothing.
		{"Inspecting the tag on ghcr.io returns the same digest, so the registry has exactly what was pushed.", []string{"publish"}},
		{"Pushed the v2.3.1 tag to origin.", []string{"push"}},
		{"- image만 `2.3.0` → `2.3.1`로 바뀌었고, 나머지 manifest diff는 없었습니다.", nil},
		{"PR을 main에 머지했습니다.", []string{"merge"}},
		// A noun that closes an aside says what the item names, not a deed.
		{"운영 배포 완료했습니다.\n\n- 배포 커밋: `7e21c9a` (PR #412 coupon-expiry 머지)", []string{"release"}},
		{"다음을 처리했습니다.\n\n- PR #412 머지", []string{"merge"}},
		// A command the report says it ran names the act.
		{"staging-redis에 `FLUSHALL` 실행했습니다.", []string{"data"}},
		{"`terraform apply`를 실행했습니다.", []string{"infra"}},
		{"`terraform plan`을 실행했습니다.", nil},
		{"`kubectl delete pod api-1` 실행하면 재시작됩니다.", nil},
		{"`git diff`에서 주석이 아닌 추가/삭제 줄을 grep해 봤는데 결과가 없었습니다.", nil},
	}
	for _, tt := range tests {
		if got := ReportedActions(tt.msg); !slices.Equal(got, tt.want) {
			t.Errorf("ReportedActions(%q) = %q, want %q", tt.msg, got, tt.want)
		}
	}
}

func TestKoStartedOnly(t *testing.T) {
	for s, want := range map[string]bool{
		"빌드와 푸시를 백그라운드에서 시작했습니다.": true,
		"마이그레이션을 시작하였습니다.":        true,
		"파드를 재시작했습니다.":            false,
		"배포 완료했습니다.":              false,
	} {
		if got := koStartedOnly(s); got != want {
			t.Errorf("koStartedOnly(%q) = %v, want %v", s, got, want)
		}
	}
}
