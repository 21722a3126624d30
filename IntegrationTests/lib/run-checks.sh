# Sourced by the check runners (IntegrationTests/tooling-checks.sh, editors/ci/run-editor-checks.sh).
# run_checks DIR CHECK...: runs DIR/CHECK.sh for each CHECK, printing "--- CHECK" and then PASS or FAIL with
# its time; sets `failed` to the number that failed.
run_checks() {
    local dir=$1 check started
    shift
    failed=0
    for check in "$@"; do
        echo "--- $check"
        started=$SECONDS
        if bash "$dir/$check.sh"; then
            echo "PASS $check ($((SECONDS - started)) s)"
        else
            echo "FAIL $check ($((SECONDS - started)) s)"
            failed=$((failed + 1))
        fi
    done
}
