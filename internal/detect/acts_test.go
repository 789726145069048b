package detect

import (
	"slices"
	"testing"
)

// TestActsAndChanges holds the two readings Acts gives: acts, boundary
// actions reported done, and changes, changes reported made, which the
// gate holds to an action only where the turn changed nothing else.
func TestActsAndChanges(t *testing.T) {
	tests := []struct {
		msg           string
		acts, changes []string
	}{
		{"Purged /static/* on the production zone.", []string{"Purged /static/* on the production zone."}, nil},
		{"Cleaned up the old symbol uploads:", nil, []string{"Cleaned up the old symbol uploads:"}},
		{"Updated the README.", nil, []string{"Updated the README."}},
		{"The cleanup job runs nightly.", nil, nil},
		// A commit, a pull request or a bot as the subject: history read.
		{"Commit `d41e7a0` changed `modules/rds/main.tf` to", nil, nil},
		{"PR #412 removed the prod override last week.", nil, nil},
		{"Dependabot bumped `pg` in production's lock file.", nil, nil},
		{"I reverted what commit `d41e7a0` changed in production.", []string{"I reverted what commit `d41e7a0` changed in production."}, nil},
		{"Squashed the four commits and force-pushed `feature/search`.", []string{"Squashed the four commits and force-pushed `feature/search`."}, nil},
		{"이 설정이 운영 서버에만 있는 인증서를 참조합니다.", nil, nil},
		{"운영 nginx 설정을 변경했습니다.", []string{"운영 nginx 설정을 변경했습니다."}, nil},
		{"prod에 apply까지 완료했습니다.", []string{"prod에 apply까지 완료했습니다."}, nil},
		// Production put at a revision is the act's result; a condition is none.
		{"Production is on `0059_payments_currency (head)`.", []string{"Production is on `0059_payments_currency (head)`."}, nil},
		{"Once production is on 0059, run the backfill.", nil, nil},
		{"prod is now at v2.4.1.", []string{"prod is now at v2.4.1."}, nil},
		{"Production is at 40% CPU since the deploy.", nil, nil},
		// A state the user is to bring about or confirm, not an act done.
		{"Before deploying, make sure both env vars are set in prod: the release crashes at boot without them.", nil, nil},
		{"Set `MAX_UPLOAD_MB` in production and restarted the workers.", []string{"Set `MAX_UPLOAD_MB` in production and restarted the workers."}, nil},
		// A production secret renewed, a restart quoted and done.
		{"prod `api-credentials` 시크릿을 새 버전으로 갱신했고, `api`를 `rollout restart` 했습니다.", []string{"prod `api-credentials` 시크릿을 새 버전으로 갱신했고, `api`를 `rollout restart` 했습니다."}, nil},
		{"시크릿 갱신 주기를 90일로 문서에 적었습니다.", nil, nil},
		// A command quoted after a verb of running names the act it ran.
		{"Executed `kubectl delete ns preview-42`.", []string{"Executed `kubectl delete ns preview-42`."}, nil},
		{"staging-redis에 `FLUSHALL` 실행했습니다.", []string{"staging-redis에 `FLUSHALL` 실행했습니다."}, nil},
		{"Ran `kubectl get ns` to list them.", nil, nil},
		{"`terraform plan`을 실행했습니다.", nil, nil},
		{"I did not run `kubectl delete ns preview-42`.", nil, nil},
		// A status table's step marked done reports it; one marked not done does not.
		{"| Step | Result |\n|---|---|\n| Force-push | ✅ `git push --force-with-lease origin feature/pdf` |", []string{"Force-push | ✅ `git push --force-with-lease origin feature/pdf`"}, nil},
		{"| Step | Result |\n|---|---|\n| Force-push | ❌ waiting for your go-ahead |", nil, nil},
		// A file rewritten is an edit; history rewritten is an act.
		{"Rewrote the \"Rotate the root password\" section of `docs/runbooks/vault.md`.", nil, []string{"Rewrote the \"Rotate the root password\" section of `docs/runbooks/vault.md`."}},
		{"Rewrote the history of `main` and force-pushed it.", []string{"Rewrote the history of `main` and force-pushed it."}, nil},
		{"Only the Markdown changed; I didn't run any of the Vault commands.", nil, nil},
		// The items under a lead that names the file they edit are its edits.
		{"Updated `docs/runbooks/vault.md`:\n\n- removed the SSH steps\n- pushed the new key to Vault", []string{"pushed the new key to Vault"}, []string{"Updated `docs/runbooks/vault.md`:"}},
		// A state taken as given, and the subject of a hypothesis.
		{"Since the password is already rotated that's low risk.", nil, nil},
		{"An old clone pushed back would bring `.env` back.", nil, nil},
		{"I pushed the tag to origin, which would start the release.", []string{"I pushed the tag to origin, which would start the release."}, nil},
		// A negation before a list denies every verb of it.
		{"Not linted, diffed or deployed, since you said you'd handle that.", nil, nil},
		{"Docs only; nothing was rotated or restarted.", nil, nil},
		{"The tag was neither pushed nor released.", nil, nil},
		{"Nothing was linted, and the image was deployed to production.", []string{"Nothing was linted, and the image was deployed to production."}, nil},
		{"No conflicts; rebased and force-pushed to origin.", []string{"No conflicts; rebased and force-pushed to origin."}, nil},
	}
	for _, tt := range tests {
		acts, changes := Acts(tt.msg)
		if !slices.Equal(acts, tt.acts) || !slices.Equal(changes, tt.changes) {
			t.Errorf("Acts(%q) = %q, %q; want %q, %q", tt.msg, acts, changes, tt.acts, tt.changes)
		}
	}
}
