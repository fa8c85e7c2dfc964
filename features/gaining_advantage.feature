Feature: Gaining an advantage
  Law 11.2: a player in an offside position when a team-mate shoots or passes
  still commits an offence by playing the ball after it rebounds or is
  deflected off the goal frame, a match official or an opponent, or after an
  opponent's save. The offside position does not wash away on the way.

  Background:
    Given the attacking team is Spain: Carvajal, Fati and Morata
    And the defending team is Norway: Strandberg, Ajer and Østigård, with Nyland in goal

  Rule: Playing the ball after a rebound, deflection or save is an offence (OFF-OFF-3)
    Nothing that merely bounces the ball back to an offside player restarts the
    judgement: not the post or crossbar, not an official, not an opponent's
    deflection or save. Only a new team-mate touch or an opponent's deliberate
    play does.

    @OFF_OFF_3
    Scenario Outline: Fati's shot comes back off the <thing> to Morata, who is penalised
      Given Morata is in an offside position when Fati shoots
      And the ball rebounds off the <thing>
      And Morata scores
      When the referee applies the Laws
      Then Morata is penalised for offside
      And the offence is gaining an advantage
      And the reasoning says that Morata gained an advantage from the rebound
      And the reasoning says that the rebound off the <thing> did not start a new phase

      Examples:
        | thing             |
        | post              |
        | crossbar          |
        | referee           |
        | assistant referee |

    @OFF_OFF_3 @PHASE_2
    Example: Strandberg's deflection sends the cross to Morata, who is still offside
      Given Morata is in an offside position when Carvajal crosses
      And Strandberg deflects the ball
      And Morata scores
      When the referee applies the Laws
      Then Morata is penalised for offside
      And the offence is gaining an advantage
      And the reasoning says that Morata gained an advantage from the deflection
      And the reasoning says that Strandberg's touch was not a deliberate play, so it did not start a new phase

    @OFF_OFF_3 @OFF_DP_4
    Example: Nyland saves Fati's shot and Morata, offside at the shot, scores the rebound
      Given Morata is in an offside position when Fati shoots
      And Nyland saves
      And Morata scores
      When the referee applies the Laws
      Then Morata is penalised for offside
      And the offence is gaining an advantage
      And the reasoning says that Morata gained an advantage from the save

    @OFF_OFF_3
    Example: Morata was onside when Fati shot, so scoring the rebound off the crossbar is allowed
      Given Morata is behind the second-last opponent when Fati shoots
      And the ball rebounds off the crossbar
      And Morata scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that the rebound off the crossbar did not start a new phase

    @OFF_OFF_3 @OFF_OFF_2
    Example: After the rebound Morata challenges Ajer instead of touching the ball, and is penalised
      Given Morata is in an offside position when Fati shoots
      And the ball rebounds off the post
      And Morata challenges Ajer for the ball
      And Carvajal scores
      When the referee applies the Laws
      Then Morata is penalised for offside
      And the offence is gaining an advantage
      And the reasoning says that Morata interfered with Ajer by challenging for the ball
      And the reasoning says that Morata gained an advantage from the rebound

    @OFF_OFF_3
    Example: Off the post and then off Nyland, the ball reaches Morata, who is still offside
      Given Morata is in an offside position when Fati shoots
      And the ball rebounds off the post
      And Nyland saves
      And Morata scores
      When the referee applies the Laws
      Then Morata is penalised for offside
      And Morata's position is judged when Fati shoots
      And the reasoning says that Morata gained an advantage from the rebound
      And the reasoning says that Morata gained an advantage from the save

  Rule: A ball that goes into the goal off a match official is no goal (BALL-OFFICIAL-1)
    Since 2019/20 (Law 9.2) a ball that touches a referee or another match
    official and goes straight into the goal does not count: play restarts with
    a dropped ball. Offside does not come into it.

    @BALL_OFFICIAL_1
    Example: Fati's shot goes into the net off the referee: no goal, though nobody was offside
      Given Morata is behind the second-last opponent when Fati shoots
      And the ball rebounds off the referee
      And the ball goes into the net
      When the referee applies the Laws
      Then there is no offside offence
      And the goal is disallowed
      And the reasoning says that the ball went into the goal off a match official, so it is no goal
