"""The league runner: schedules, plays and publishes a league."""
