#!/usr/bin/env python3
"""The calendar feed expanded by a second RFC 5545 implementation, compared with the agenda.

    FEED_CHECK_DIR=/tmp/feed npx jest src/modules/agenda/feed   # writes <name>.ics and <name>.json
    python3 scripts/feed-check.py /tmp/feed                     # needs python3-icalendar, python3-recurring-ical-events

Each <name>.json holds the zone, the days and the agenda's entries (as feed.test.ts builds them); the
script expands <name>.ics over those days and prints every difference. Exit 1 when there is one.
"""
import datetime as dt
import json
import pathlib
import sys

import icalendar
import recurring_ical_events
from zoneinfo import ZoneInfo


def entries(ics: str, zone: str, first: str, last: str):
    calendar = icalendar.Calendar.from_ical(ics)
    tz = ZoneInfo(zone)
    start = dt.date.fromisoformat(first)
    # Entries that start on `last` may end after it.
    stop = dt.date.fromisoformat(last) + dt.timedelta(days=1)
    found = []
    for event in recurring_ical_events.of(calendar).between(start, stop):
        begin, end = event["DTSTART"].dt, event["DTEND"].dt if "DTEND" in event else event["DTSTART"].dt + event["DURATION"].dt
        if isinstance(begin, dt.datetime):
            day = begin.astimezone(tz).date().isoformat()
            as_text = lambda value: value.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")
        else:
            day = begin.isoformat()
            as_text = lambda value: value.isoformat()
        if first <= day <= last:
            found.append({"uid": str(event["UID"]), "start": as_text(begin), "end": as_text(end), "summary": str(event.get("SUMMARY", ""))})
    return found


def key(entry):
    return (entry["start"], entry["uid"], entry["end"], entry["summary"])


def instant(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


def same_but_for_the_dst_hour(a, b, zone: str) -> bool:
    """One entry, read an hour apart on a night the zone changes its offset, lasting as long.

    RFC 5545 3.3.5 reads a local time that happens twice as the first one, and one that does not
    exist with the offset before the gap; libraries differ there (the agenda follows the RFC).
    """
    if (a["uid"], a["summary"]) != (b["uid"], b["summary"]) or len(a["start"]) == 10:
        return False
    shift = instant(b["start"]) - instant(a["start"])
    same_length = instant(a["end"]) - instant(a["start"]) == instant(b["end"]) - instant(b["start"])
    tz = ZoneInfo(zone)
    start = instant(a["start"])
    changes = (start - dt.timedelta(hours=12)).astimezone(tz).utcoffset() != (start + dt.timedelta(hours=12)).astimezone(tz).utcoffset()
    return abs(shift) == dt.timedelta(hours=1) and same_length and changes


def main(folder: str) -> int:
    failed = False
    for expected_file in sorted(pathlib.Path(folder).glob("*.json")):
        expected = json.loads(expected_file.read_text())
        ics = expected_file.with_suffix(".ics").read_text()
        got = sorted(entries(ics, expected["timeZone"], expected["from"], expected["to"]), key=key)
        want = sorted(expected["agenda"], key=key)
        missing = [entry for entry in want if entry not in got]
        extra = [entry for entry in got if entry not in want]
        for entry in list(missing):
            twin = next((other for other in extra if same_but_for_the_dst_hour(entry, other, expected["timeZone"])), None)
            if twin is not None:
                print(f"  DST night, same length, read an hour apart (RFC 5545 3.3.5): agenda {entry['start']}, this library {twin['start']} ({entry['summary']})")
                missing.remove(entry)
                extra.remove(twin)
        print(f"{expected_file.stem}: {len(got)} entries expanded, {len(want)} in the agenda, {len(missing)} missing, {len(extra)} extra")
        for entry in missing:
            print("  missing", entry)
        for entry in extra:
            print("  extra  ", entry)
        failed = failed or bool(missing or extra)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/feed"))
