"""Drives a CalDAV server with the Python `caldav` library (Debian's python3-caldav).

Usage: /usr/bin/python3 caldav-python-client.py URL USER PASSWORD
Discovers the principal and its calendars, creates an event and a task, reads both back,
completes the task and prints what it saw as JSON on stdout.
"""
import json
import sys
import uuid

import caldav

url, user, password = sys.argv[1:4]
client = caldav.DAVClient(url=url, username=user, password=password)
principal = client.principal()
calendars = principal.calendars()
by_component = {}
for calendar in calendars:
    for component in calendar.get_supported_components():
        by_component.setdefault(component, calendar)
events, tasks = by_component["VEVENT"], by_component["VTODO"]

event_uid = f"py-{uuid.uuid4()}"
events.save_event(
    "\r\n".join(
        [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//python caldav test//EN",
            "BEGIN:VEVENT",
            f"UID:{event_uid}",
            "DTSTAMP:20261120T090000Z",
            "DTSTART:20261215T170000Z",
            "DTEND:20261215T180000Z",
            "SUMMARY:Python dinner",
            "END:VEVENT",
            "END:VCALENDAR",
        ]
    )
)
todo_uid = f"py-{uuid.uuid4()}"
tasks.save_todo(
    "\r\n".join(
        [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//python caldav test//EN",
            "BEGIN:VTODO",
            f"UID:{todo_uid}",
            "DTSTAMP:20261120T090000Z",
            "DUE:20261216T090000Z",
            "SUMMARY:Python chore",
            "STATUS:NEEDS-ACTION",
            "END:VTODO",
            "END:VCALENDAR",
        ]
    )
)
event = events.event_by_uid(event_uid)
todo = tasks.todo_by_uid(todo_uid)
todo.complete()
completed = tasks.todo_by_uid(todo_uid)
print(
    json.dumps(
        {
            "calendars": sorted(str(c.name) for c in calendars),
            "event": str(event.vobject_instance.vevent.summary.value),
            "todo": str(todo.vobject_instance.vtodo.summary.value),
            "completedStatus": str(completed.vobject_instance.vtodo.status.value),
            "pendingTodos": [str(t.vobject_instance.vtodo.summary.value) for t in tasks.todos()],
        }
    )
)
