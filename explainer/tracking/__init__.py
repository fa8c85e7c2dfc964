"""Incidents from tracking and event data: every pass of a match as an incident the engine
decides, with what the data cannot tell left not known (issue 36).

One module per step: the pass as the data gives it (frames), the geometry of the camera's
view (view), who received the pass (receiver), where he stood (placing), the incident
(incident), StatsBomb's files through kloppy (statsbomb), the match report (report), its
page (page) and the command line (command).
"""
