"""Checks that a file is a SARIF 2.1.0 log as GitHub code scanning reads it: the required structure,
rules that describe every result's code, and 1-based regions. Standard library only.
Usage: python3 sarif.py FILE EXPECTED_RULE_ID..."""
import json
import sys


def check(log, expected_rules):
    assert log["version"] == "2.1.0", "version must be 2.1.0"
    assert "sarif-2.1.0" in log.get("$schema", ""), "$schema names SARIF 2.1.0"
    assert isinstance(log["runs"], list) and len(log["runs"]) == 1, "one run"
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "di-lsp" and driver["version"], "tool.driver has name and version"
    rules = driver["rules"]
    ids = [rule["id"] for rule in rules]
    assert len(ids) == len(set(ids)), "rule ids are unique"
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["help"]["text"], f"rule {rule['id']} has text and help"
        assert rule["defaultConfiguration"]["level"] in ("note", "warning", "error"), rule["id"]
    assert run["columnKind"] in ("utf16CodeUnits", "unicodeCodePoints")
    bases = run.get("originalUriBaseIds", {})
    for base in bases.values():
        assert base["uri"].startswith("file:///") and base["uri"].endswith("/"), "base URIs are absolute folders"
    seen = set()
    for result in run["results"]:
        rule_id = result["ruleId"]
        assert rule_id in ids, f"result rule {rule_id} is described in rules"
        if "ruleIndex" in result:
            assert ids[result["ruleIndex"]] == rule_id, "ruleIndex points at the rule"
        assert result["level"] in ("none", "note", "warning", "error")
        assert result["message"]["text"], "results have a message"
        locations = result["locations"]
        assert len(locations) == 1
        for place in locations + result.get("relatedLocations", []):
            physical = place["physicalLocation"]
            artifact = physical["artifactLocation"]
            assert artifact["uri"] and " " not in artifact["uri"], "URIs are percent-encoded"
            assert artifact.get("uriBaseId", "SRCROOT") in bases or artifact["uri"].startswith("file:"), "bases are declared"
            region = physical["region"]
            assert region["startLine"] >= 1 and region["startColumn"] >= 1, "regions are 1-based"
            assert (region["endLine"], region["endColumn"]) >= (region["startLine"], region["startColumn"])
        for index, related in enumerate(result.get("relatedLocations", [])):
            assert related["id"] == index and related["message"]["text"], "related locations have ids and messages"
        seen.add(rule_id)
    missing = set(expected_rules) - seen
    assert not missing, f"results for {sorted(missing)}"
    return len(run["results"])


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as file:
        count = check(json.load(file), sys.argv[2:])
    print(f"  valid SARIF 2.1.0: {count} results")
