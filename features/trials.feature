Feature: Trials of other offside rules
  The IFAB lets competitions try out rules before any change to the Laws. The
  best known is the "daylight" offside trial: a player is onside as long as any
  part with which a goal can be scored is level with or behind the second-last
  opponent. For a match played under a trial the explainer gives the trial's
  answer, since that is the rule the match was played to, and beside it what
  Law 11 as written would have said.

  Background:
    Given the attacking team is Forge: Achinioti-Jonsson, Borges and Samake
    And the defending team is Cavalry: Klomp, Warschewski and Camargo, with Carducci in goal

  Rule: Under the daylight trial a player is offside only with daylight between them and the line (TRIAL-DAYLIGHT-1)
    Being beyond the second-last opponent with the nearest part of the body is
    no longer enough: every part that can score must be beyond. Arms and hands
    still do not count. The Canadian Premier League plays the trial from 4 April
    2026; any competition can say in the incident that it does.

    @TRIAL_DAYLIGHT_1 @OFF_POS_7
    Example: Samake's knee is beyond Klomp but his body is level: onside under the trial, offside under Law 11
      Given the match is in the Canadian Premier League on 2 May 2026
      And Samake is beyond the second-last opponent, with part of him still level with the opponent when Borges passes
      And Samake scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that the competition plays the daylight trial
      And the reasoning says that part of Samake was still level, so onside under the trial
      And under Law 11 as written, Samake is offside

    @TRIAL_DAYLIGHT_1
    Example: With daylight between Samake and the line he is offside under both
      Given the match is played on 2 May 2026
      And the competition plays the daylight offside trial
      And Samake is wholly beyond the second-last opponent when Borges passes
      And Samake scores
      When the referee applies the Laws
      Then Samake is penalised for offside
      And the reasoning says that Samake was wholly beyond the second-last opponent, so offside under the trial
      And under Law 11 as written, Samake is offside

    @TRIAL_DAYLIGHT_1
    Example: The reports say Samake was beyond the line, but not whether wholly
      Given the match is in the Canadian Premier League on 2 May 2026
      And Samake is in an offside position when Borges passes
      And Samake scores
      When the referee applies the Laws
      Then the offside decision stays open until we know whether every part of Samake that can score was beyond the line
      And under Law 11 as written, Samake is offside
