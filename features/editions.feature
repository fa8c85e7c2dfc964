Feature: Editions of the Laws
  The Laws of the Game are republished every season, and Law 11 has changed
  several times since 2019. An incident is judged under the edition in force on
  the day it happened unless another edition is asked for, which lets the same
  incident be replayed under the Laws of another season.

  Background:
    Given the attacking team is France: Hernández, Benzema and Mbappé, with Maignan in goal
    And the defending team is Spain: García, Laporte and Azpilicueta, with Simón in goal

  Rule: The edition in force on the match date applies unless another is asked for (EDITION-1)
    Each edition takes effect on a fixed day: 1 June from 2016 to 2020, 1 July from
    2021. Asking for an edition, or naming it in the incident, overrides the date.

    @EDITION_1
    Scenario Outline: A match played on <day> is judged under the <edition> Laws
      Given the match is played on <day>
      And Mbappé is in an offside position when Hernández passes
      And Mbappé scores
      When the referee applies the Laws
      Then the decision is made under the <edition> Laws
      And Mbappé is penalised for offside
      And the reasoning says that the Laws in force on the match date were applied

      Examples:
        | day          | edition |
        | 1 June 2016  | 2016/17 |
        | 31 May 2017  | 2016/17 |
        | 1 June 2017  | 2017/18 |
        | 1 June 2018  | 2018/19 |
        | 31 May 2019  | 2018/19 |
        | 1 June 2019  | 2019/20 |
        | 31 May 2020  | 2019/20 |
        | 1 June 2020  | 2020/21 |
        | 30 June 2021 | 2020/21 |
        | 1 July 2021  | 2021/22 |
        | 1 July 2022  | 2022/23 |
        | 1 July 2023  | 2023/24 |
        | 1 July 2024  | 2024/25 |
        | 30 June 2025 | 2024/25 |
        | 1 July 2025  | 2025/26 |
        | 1 July 2026  | 2026/27 |

    @EDITION_1
    Example: A 2022 incident replayed under the 2019/20 Laws is judged under those Laws
      Given the match is played on 26 October 2022
      And Mbappé is in an offside position when Hernández passes
      And Mbappé scores
      When the 2019/20 Laws are applied
      Then the decision is made under the 2019/20 Laws
      And the reasoning says that the Laws asked for were applied

    @EDITION_1
    Example: An incident that names its edition is judged under it
      Given the match is played on 26 October 2022
      And the incident is to be judged under the 2021/22 Laws
      And Mbappé is in an offside position when Hernández passes
      And Mbappé scores
      When the referee applies the Laws
      Then the decision is made under the 2021/22 Laws
      And the reasoning says that the Laws named in the incident were applied

  Rule: A competition that starts before 1 July may apply the new Laws early (EDITION-1)
    The IFAB lets a tournament that begins before the new edition takes effect use
    it from its first match. The FIFA Club World Cup applied the 2025/26 Laws from
    14 June 2025, the FIFA World Cup the 2026/27 Laws from 11 June 2026 and UEFA's
    Euro 2020 the 2021/22 Laws from 11 June 2021. The edition in force is therefore
    a matter of the date and the competition; an incident may also say which edition
    its competition applied early, and from when.

    @EDITION_1 @OFF_MOJ_3
    Scenario: At the Club World Cup on 20 June 2025, Maignan's throw is judged as it leaves his hand
      Given the match is at the FIFA Club World Cup on 20 June 2025
      And Benzema is level with the second-last opponent when Maignan throws the ball, at the first point of contact
      And Benzema is ahead of the second-last opponent when Maignan throws the ball, at the last point of contact
      And Benzema receives the ball
      When the referee applies the Laws
      Then the decision is made under the 2025/26 Laws
      And the reasoning says that the Laws that FIFA Club World Cup 2025 applied early, from 14 June 2025, were applied
      And Benzema is penalised for offside

    @EDITION_1 @OFF_MOJ_2
    Scenario: In a league on the same day, the same throw is judged at its first point of contact
      Given the match is in Major League Soccer on 20 June 2025
      And Benzema is level with the second-last opponent when Maignan throws the ball, at the first point of contact
      And Benzema is ahead of the second-last opponent when Maignan throws the ball, at the last point of contact
      And Benzema receives the ball
      When the referee applies the Laws
      Then the decision is made under the 2024/25 Laws
      And the reasoning says that the Laws in force on the match date were applied
      And there is no offside offence

    @EDITION_1
    Scenario Outline: A match in the <competition> on <day> is judged under the <edition> Laws
      Given the match is in the <competition> on <day>
      And Mbappé is in an offside position when Hernández passes
      And Mbappé scores
      When the referee applies the Laws
      Then the decision is made under the <edition> Laws

      Examples:
        | competition                 | day          | edition |
        | FIFA World Cup 2026         | 11 June 2026 | 2026/27 |
        | FIFA World Cup, group A     | 30 June 2026 | 2026/27 |
        | World Cup qualifiers        | 30 June 2026 | 2025/26 |
        | FIFA Club World Cup         | 13 June 2025 | 2024/25 |
        | UEFA Euro 2020              | 12 June 2021 | 2021/22 |
        | UEFA Europa League          | 12 June 2021 | 2020/21 |
        | FIFA Women's World Cup      | 20 June 2026 | 2025/26 |
        | Coupe du monde 2026         | 20 June 2026 | 2026/27 |
        | Fußball-Weltmeisterschaft   | 20 June 2026 | 2026/27 |
        | Copa Mundial de la FIFA     | 20 June 2026 | 2026/27 |
        | Mundial de Clubes           | 20 June 2026 | 2025/26 |
        | Coupe du monde des clubs    | 20 June 2025 | 2025/26 |
        | Coupe du monde féminine     | 20 June 2026 | 2025/26 |
        | WM-Qualifikation            | 20 June 2026 | 2025/26 |
        | Eurocopa 2020               | 12 June 2021 | 2021/22 |

    @EDITION_1
    Example: An incident says its summer tournament applied the 2024/25 Laws from 15 June 2024
      Given the match is in the Summer Cup on 20 June 2024
      And the competition applied the 2024/25 Laws early, from 15 June 2024
      And Mbappé is in an offside position when Hernández passes
      And Mbappé scores
      When the referee applies the Laws
      Then the decision is made under the 2024/25 Laws
      And the reasoning says that the Laws that Summer Cup applied early, from 15 June 2024, were applied

  Rule: Before 2018/19 VAR was an experiment outside the Laws (VAR-TRIAL-1)
    From 2016 the IFAB let competitions test video assistant referees under a
    protocol of the experiment; the 2018/19 Laws wrote that protocol in. An
    earlier review is judged under the 2018/19 protocol, and the explanation
    says that this is a judgement call.

    Scenario Outline: VAR rules out Mbappé's goal on <day>
      Given the match is played on <day>
      And Mbappé is in an offside position when Hernández passes
      And Mbappé scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Mbappé is penalised for offside
      And what stood is no goal
      And the reasoning <says> that VAR was an IFAB experiment, reviewed under the 2018/19 protocol

      @VAR_TRIAL_1
      Examples: While VAR was an experiment
        | day              | says |
        | 1 September 2016 | says |
        | 31 May 2018      | says |

      @VAR_CAT_1
      Examples: Once the protocol was in the Laws
        | day         | says         |
        | 1 June 2018 | does not say |

  Rule: Before 2019/20 a ball off a match official was part of play (BALL-OFFICIAL-1)
    Until 2018/19 the referee and the assistants were part of the field of play:
    a ball that went into the goal off one of them was a goal. From 2019/20 it is
    no goal, and play restarts with a dropped ball.

    @BALL_OFFICIAL_1
    Scenario Outline: Benzema's shot goes in off the referee, judged under the <edition> Laws
      Given the match is played on 1 May 2019
      And Mbappé is behind the second-last opponent when Benzema shoots
      And the ball rebounds off the referee
      And the ball goes into the net
      When the <edition> Laws are applied
      Then there is no offside offence
      And the goal <verdict>
      And the reasoning says that <reason>

      Examples:
        | edition | verdict       | reason                                                                  |
        | 2018/19 | stands        | the ball went into the goal off a match official, which was part of play |
        | 2019/20 | is disallowed | the ball went into the goal off a match official, so it is no goal      |

  Rule: A deliberate handball counts as a deliberate play from 2020/21 (OFF-DP-1)
    The 2020/21 Laws added that an opponent's deliberate handball frees a player
    in an offside position, as a deliberate play does. Before that the Law was
    silent, so the engine leaves the question open.

    @OFF_DP_1
    Scenario Outline: García's deliberate handball in 2019, judged under the <edition> Laws
      Given the match is played on 5 October 2019
      And Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And Mbappé scores
      When the <edition> Laws are applied
      Then <verdict>
      And the reasoning says that <reason>

      Examples:
        | edition | verdict                                                                | reason                                                                    |
        | 2019/20 | the offside decision stays open until we know how García touched the ball | the Laws of the day did not say whether García's deliberate handball counts |
        | 2020/21 | there is no offside offence                                            | García's deliberate handball counts as a deliberate play                  |
        | 2024/25 | there is no offside offence                                            | García's deliberate handball counts as a deliberate play                  |

  Rule: The shoulder counts by Law from 2021/22 (OFF-POS-4)
    In 2021/22 the Law fixed the top of the arm at the bottom of the armpit. Before
    that, lines drawn to the shoulder were the practice, not the text.

    @OFF_POS_4
    Scenario Outline: Mbappé's shoulder alone is beyond the line, judged under the <edition> Laws
      Given the match is played on 1 December 2020
      And Mbappé is ahead of the ball with only his shoulder beyond the second-last opponent when Hernández passes
      And Mbappé scores
      When the <edition> Laws are applied
      Then Mbappé is penalised for offside
      And the reasoning says that <reason>

      Examples:
        | edition | reason                                                  |
        | 2020/21 | Mbappé's shoulder counted only by the practice of the time |
        | 2021/22 | Mbappé's shoulder counts                                |

  Rule: From July 2022 the signs of control decide what a deliberate play is (OFF-DP-3)
    The IFAB clarification of July 2022 asks whether the opponent had the ball
    under control. A touch the officials called deliberate under the old reading
    can be a deflection under the new one.

    Scenario Outline: García's stretch in October 2021, replayed under the <edition> Laws
      Given the match is played on 10 October 2021
      And Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the referee judges García's touch to be a deliberate play
      And the signs that García controlled the ball are:
        | sign                                                  | present |
        | the ball came from a distance and was in clear view   | no      |
        | the ball was not moving quickly                       | no      |
        | the ball's direction was not unexpected               | no      |
        | there was time to coordinate the body                 | no      |
        | the ball was on the ground                            | no      |
      And Mbappé scores
      When the <edition> Laws are applied
      Then <verdict>
      And the reasoning says that <reason>

      @OFF_DP_1
      Examples: Under the Laws of the day the referee's call stands
        | edition | verdict                     | reason                            |
        | 2021/22 | there is no offside offence | García's touch was a deliberate play |

      @OFF_DP_3
      Examples: Under the later Laws the signs decide
        | edition | verdict                         | reason                                                 |
        | 2022/23 | Mbappé is penalised for offside | the signs of control point to a deflection by García   |
        | 2025/26 | Mbappé is penalised for offside | the signs of control point to a deflection by García   |

    @OFF_DP_3
    Scenario: In July 2022, before the IFAB circular, the signs of control are not used yet
      The 2022/23 Laws were in force from 1 July 2022, but the circular with the
      signs of control came out on 27 July. A match in between is judged without them.
      Given the match is played on 20 July 2022
      And Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the signs that García controlled the ball are:
        | sign                                                  | present |
        | the ball came from a distance and was in clear view   | no      |
        | the ball was not moving quickly                       | no      |
        | the ball's direction was not unexpected               | no      |
        | there was time to coordinate the body                 | no      |
        | the ball was on the ground                            | no      |
      And Mbappé scores
      When the referee applies the Laws
      Then the offside decision stays open until we know how García touched the ball
      And the reasoning says that the signs of control for García's touch were not yet issued

  Rule: A goalkeeper's throw is judged at its last point of contact from 2025/26 (OFF-MOJ-3)
    Until 2024/25 a throw was judged, like any touch, at its first point of
    contact; from 2025/26 at the moment the ball leaves the goalkeeper's hand.

    Scenario Outline: Benzema level at the start of Maignan's throw and ahead at its release, under the <edition> Laws
      Given the match is played on 1 March 2025
      And Benzema is level with the second-last opponent when Maignan throws the ball, at the first point of contact
      And Benzema is ahead of the second-last opponent when Maignan throws the ball, at the last point of contact
      And Benzema receives the ball
      When the <edition> Laws are applied
      Then <verdict>
      And the reasoning says that <reason>

      @OFF_MOJ_2
      Examples: Before 2025/26
        | edition | verdict                     | reason                                                     |
        | 2024/25 | there is no offside offence | Maignan's throw was judged at its first point of contact   |

      @OFF_MOJ_3
      Examples: From 2025/26
        | edition | verdict                          | reason                                                    |
        | 2025/26 | Benzema is penalised for offside | Maignan's throw was judged at its last point of contact   |
        | 2026/27 | Benzema is penalised for offside | Maignan's throw was judged at its last point of contact   |
