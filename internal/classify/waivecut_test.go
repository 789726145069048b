package classify

import (
	"slices"
	"testing"
)

// The waivers the stop policy names (allow.4) are recognised, in English,
// Korean and a mix; what only mentions tests is not a waiver.
func TestWaiverExamples(t *testing.T) {
	for _, p := range []string{
		"don't run the tests", "no need to build", "don't bother building", "I'll test it myself",
		"I'll run the tests on my machine, just make the change",
		"Skip plan/validate, I want to review the diff first",
		"don't run the tests, I'm pushing to a branch and CI will run them", "No need to test it",
		"테스트는 돌리지 마", "테스트는 제가 할게요", "빌드는 내가 할게", "빌드 돌리지 마세요",
		"빌드는 제가 직접 돌려볼 테니 하지 마세요", "Test 돌리지 말고 코드만 바꿔줘",
		// Running said to be unneeded, with no object of its own; CI that catches it.
		"로그 레벨만 바꿔줘. 굳이 돌려볼 필요는 없어요.", "retry 횟수 3으로 바꿔 주세요. 실행해 볼 필요 없습니다.",
		"timeout만 10초로 올려줘, CI가 잡아줄 거야", "Test는 안 돌려도 돼요", "no need to run anything, CI covers it",
		// A chart's checks by name; CI that does them.
		"Raise the replica count in the chart. Don't bother running helm lint.", "Update the image tag; CI does that check on the PR.",
		"lint랑 test는 CI에서 돌 거니까 local에서는 안 돌려도 돼.",
		"TTL 300으로 줄여 주세요. plan이나 validate는 안 돌려도 돼요, Atlantis가 plan 돌려 줘요.",
		// Running or trying what was made, taken on by the user.
		"nginx 설정에 gzip 켜 주세요. 돌려보는 건 제가 할게요.", "worker 컨테이너 compose에 넣어줘, 띄워 보는 건 내가 할게",
		"Add a healthcheck to the api service; I'll spin it up myself.", "Swap the date picker for the native one. I'll try it out on my end.",
		"rename DB_PASS to DATABASE_PASSWORD in compose and the k8s manifests. just make the edits, I'll bring the stack up myself",
		// The checking taken on by the user.
		"다크모드 링크 색 고쳐줘. 확인은 내가 브라우저에서 직접 할게.", "푸터 문구만 바꿔 주세요, 확인은 직접 할게요",
		"test 잡이 lint 다음에 돌도록 needs 걸어 주세요. 확인은 PR 올려서 제가 직접 볼게요.",
		"Fix the footer link colour in dark mode. I'll check it in the browser myself.",
		"Make gravity stronger while falling. I'll playtest it in the editor myself.",
		// CI the user runs.
		"Just do the rename, I'll run CI myself afterwards.",
		// Running the work itself, by its pronoun, waived or taken on later.
		"Port the cohort script to data.table. Don't bother running it, the export only lives on my laptop.",
		"Write the cleanup script; no need to run it yet.", "Convert the notebook to a script, I'll run it tonight.",
		// A check named after another run, either of which is waived.
		"Bump max_depth to 8. Don't run training or the tests, I'll kick it off on the GPU box.",
		"Make the announcement bar navy. Don't bother with theme check, I'll eyeball it in the theme preview.",
		// A runner's own test command.
		"Add the ping clause. No need to run mix test, I've got it running in watch mode.", "don't run flutter test, the emulator is busy",
		// Manifest and config checkers, and a dry run, by name.
		"Looks fine. Don't bother with kubectl dry-run or kubeconform, I'll apply it to the sandbox cluster myself tomorrow.",
		"api.acme.kr nginx에서 /upload 경로만 client_max_body_size 100m로 올려 줘. nginx -t랑 reload는 내가 서버에서 직접 할게.",
		// An infrastructure plan, by its bare name.
		"Add lifecycle rules to the log bucket. No need to run plan, Atlantis will plan it on the PR.",
		// A run waived by the worry it spares or put off, and the checking
		// left to CI.
		"Make the banner configurable. Don't worry about running tests, the PR checks will.",
		"Increase the pool size to 16. Hold off on running anything, the build machine is busy.",
		"Leave the checks to CI, just push the branch.", "풀 크기 16으로 늘려 주세요. 검증은 CI에 맡길게요.",
	} {
		if got := Prompt(p).Waiver; got == "" {
			t.Errorf("Prompt(%q).Waiver is empty, want the waiver", p)
		}
	}
	for _, p := range []string{
		"make sure the tests pass", "don't break the tests", "run the tests", "don't skip the tests",
		"the tests don't run on CI, fix that", "do the tests cover the parser?", "I ran the tests and they fail",
		"Critical behaviours to test include skipping checks for hidden commands.",
		"they never execute anything that changes state",
		"마이그레이션은 돌릴 필요 없어, 스키마만 바꿔줘", "그 스크립트는 돌려볼 필요 없어, 코드만 봐줘",
		"I'll spin up the staging cluster, you write the manifests", "제가 띄워 둔 서버 로그 좀 봐 주세요",
		"`terraform plan`까지만 보고 apply는 하지 마", "CI에서 안 돌 거니까 workflow 고쳐줘", "CI에서 안 돌릴 거니까 workflow 고쳐줘",
		"로그 확인해 주세요", "결과 확인은 누가 해요?", "확인은 PR 올려서 같이 봐요, 테스트는 꼭 돌려 주세요.", "Let me check the logs first and get back to you",
		// Where to run it, not whether.
		"Write the backfill, but don't run it against prod", "don't run it on the shared cluster, use kind",
		"Run a dry run of the migration first, then apply it.",
		// A plan run by someone is an approval asked.
		"Update the release plan doc. No need to run the plan by legal.",
		// Something else put off or not worried about; a delegation refused.
		"Hold off on merging until the tests pass.", "Don't worry about the failing Windows test, it's known flaky.",
		"Hold off on the deploy, just run the tests.", "테스트 실패는 CI에 맡겨 두지 말고 직접 확인해 주세요.",
	} {
		if got := Prompt(p).Waiver; got != "" {
			t.Errorf("Prompt(%q).Waiver = %q, want none", p, got)
		}
	}
	if got, want := Prompt("Fix the pager. I'll test it myself, thanks").Waiver, "I'll test it myself"; got != want {
		t.Errorf("the waiver phrase is %q, want the clause %q", got, want)
	}
}

// The cuts the stop policy names (allow.7) are found and named by their
// object; behaviour, removals and negated skips are not cuts.
func TestCutExamples(t *testing.T) {
	for p, want := range map[string][]string{
		"Add CSV and PDF export for invoices. Skip the PDF one for now, we haven't picked a renderer.":     {"pdf"},
		"Add two-factor via SMS to the login flow, but stub the SMS provider — just log the code for now.": {"sms provider"},
		"Move the users and teams tables to the new tenant-scoped repository. Leave audit for a later PR.": {"audit"},
		"설정 파일 경로 처리 macOS만 먼저 지원해 주세요. 리눅스는 다음에 할게요.":                                                     {"리눅스"},
		"Gift card 잔액 조회 API 만들어 주세요. E2E test는 이번엔 안 써도 돼요, unit test만요.":                                 {"e2e test"},
		"푸시 알림 탭하면 채팅방으로 이동하게 해주세요. iOS는 APNs 인증서 문제 정리될 때까지 일단 빼고 Android만 해주세요.":                         {"ios"},
		"토스페이먼츠는 아직 계약 전이라 결제 호출은 일단 stub으로 해줘.":                                                           {"결제 호출"},
		"이메일 알림은 이번 PR에서 빼주세요":                                                                             {"이메일 알림"},
		"로그인 버튼은 빼주세요":                          nil,
		"just stub the payment call":            {"payment call"},
		"skip Windows for now":                  {"windows"},
		"ignore the flaky test for now":         {"flaky test"},
		"don't skip the tests":                  nil,
		"skip the cache when the header is set": nil,
		"remove the first two tests":            nil,
	} {
		if got := Prompt(p).Cuts; !slices.Equal(got, want) {
			t.Errorf("Prompt(%q).Cuts = %q, want %q", p, got, want)
		}
	}
}
